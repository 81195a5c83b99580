import { EventTimeCell as EventTimeCell_412ba7506260fef8b0e64bfe4da9ca83 } from '../../../../../cms/admin/components/EventTimeCell'
import { EventTimes as EventTimes_637ff2eff965ed5201610483c8db6708 } from '../../../../../cms/admin/components/EventTimes'
import { YesNoCell as YesNoCell_52f902257e425aeff6ae68fc7e43a712 } from '../../../../../cms/admin/components/YesNoCell'
import { LogoPreview as LogoPreview_03146a88e6a2c21822a7d1364c85f9bd } from '../../../../../cms/admin/components/LogoPreview'
import { Icon as Icon_3db75948db1a2c0be60b6535988d8db1 } from '../../../../../cms/admin/components/Brand'
import { Logo as Logo_3db75948db1a2c0be60b6535988d8db1 } from '../../../../../cms/admin/components/Brand'
import { NameUnlabelledSelects as NameUnlabelledSelects_d003619bebb1e471b6e179267605f80e } from '../../../../../cms/admin/components/NameUnlabelledSelects'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/admin/components/EventTimeCell#EventTimeCell": EventTimeCell_412ba7506260fef8b0e64bfe4da9ca83,
  "/cms/admin/components/EventTimes#EventTimes": EventTimes_637ff2eff965ed5201610483c8db6708,
  "/cms/admin/components/YesNoCell#YesNoCell": YesNoCell_52f902257e425aeff6ae68fc7e43a712,
  "/cms/admin/components/LogoPreview#LogoPreview": LogoPreview_03146a88e6a2c21822a7d1364c85f9bd,
  "/cms/admin/components/Brand#Icon": Icon_3db75948db1a2c0be60b6535988d8db1,
  "/cms/admin/components/Brand#Logo": Logo_3db75948db1a2c0be60b6535988d8db1,
  "/cms/admin/components/NameUnlabelledSelects#NameUnlabelledSelects": NameUnlabelledSelects_d003619bebb1e471b6e179267605f80e,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
