import type { NestedKeysStripped } from '@payloadcms/translations'

/**
 * The words of our own CMS admin components (cms/admin/components) in the admin's four languages,
 * merged into Payload's translations (payload.config.ts `i18n.translations`) and read with
 * Payload's `useTranslation()`: `t('custom:yes')`. Values go in as `{{name}}` (Payload's
 * interpolation). English is the text the components showed before; Spanish says tú, French
 * vous, German Sie (docs/decisions.md 420). It lives beside the config, not in cms/admin: the
 * compiled server leaves cms/admin to Next's build (scripts/serverBuild.ts) and must carry these.
 */
export const adminTranslations = {
  en: {
    custom: {
      eventTimes: "In the event's zone ({{zone}}): starts {{start}}. The pickers above show your own zone.",
      eventTimesWithEnd: "In the event's zone ({{zone}}): starts {{start}}, ends {{end}}. The pickers above show your own zone.",
      yes: 'Yes',
      no: 'No',
      chooseOption: 'Choose an option',
      selectRow: 'Select {{title}}',
      selectThisRow: 'Select this row',
      previousPage: 'Previous page',
      nextPage: 'Next page',
      logoPreview: 'Logo preview',
      logoAsShown: 'As the site shows it.',
    },
  },
  es: {
    custom: {
      eventTimes:
        'En la zona horaria del evento ({{zone}}): empieza el {{start}}. Los selectores de arriba muestran tu propia zona horaria.',
      eventTimesWithEnd:
        'En la zona horaria del evento ({{zone}}): empieza el {{start}} y termina el {{end}}. Los selectores de arriba muestran tu propia zona horaria.',
      yes: 'Sí',
      no: 'No',
      chooseOption: 'Elige una opción',
      selectRow: 'Seleccionar {{title}}',
      selectThisRow: 'Seleccionar esta fila',
      previousPage: 'Página anterior',
      nextPage: 'Página siguiente',
      logoPreview: 'Vista previa del logo',
      logoAsShown: 'Así lo muestra el sitio.',
    },
  },
  fr: {
    custom: {
      eventTimes:
        'Dans le fuseau horaire de l’événement ({{zone}}) : début le {{start}}. Les sélecteurs ci-dessus affichent votre propre fuseau horaire.',
      eventTimesWithEnd:
        'Dans le fuseau horaire de l’événement ({{zone}}) : début le {{start}}, fin le {{end}}. Les sélecteurs ci-dessus affichent votre propre fuseau horaire.',
      yes: 'Oui',
      no: 'Non',
      chooseOption: 'Choisissez une option',
      selectRow: 'Sélectionner {{title}}',
      selectThisRow: 'Sélectionner cette ligne',
      previousPage: 'Page précédente',
      nextPage: 'Page suivante',
      logoPreview: 'Aperçu du logo',
      logoAsShown: 'Tel que le site l’affiche.',
    },
  },
  de: {
    custom: {
      eventTimes:
        'In der Zeitzone der Veranstaltung ({{zone}}): beginnt am {{start}}. Die Auswahlfelder oben zeigen Ihre eigene Zeitzone.',
      eventTimesWithEnd:
        'In der Zeitzone der Veranstaltung ({{zone}}): beginnt am {{start}}, endet am {{end}}. Die Auswahlfelder oben zeigen Ihre eigene Zeitzone.',
      yes: 'Ja',
      no: 'Nein',
      chooseOption: 'Wählen Sie eine Option',
      selectRow: '{{title}} auswählen',
      selectThisRow: 'Diese Zeile auswählen',
      previousPage: 'Vorherige Seite',
      nextPage: 'Nächste Seite',
      logoPreview: 'Logo-Vorschau',
      logoAsShown: 'So zeigt die Website es an.',
    },
  },
}

export type AdminTranslations = typeof adminTranslations.en
export type AdminTranslationKeys = NestedKeysStripped<AdminTranslations>
