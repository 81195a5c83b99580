import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { Spinner } from './Spinner'
import type { ReactNode } from 'react'

const EmptyText = styled.p`
  margin: 0;
  padding: 24px 8px;
  text-align: center;
  color: ${theme.colors.inkMuted};
`

const Empty = styled.div`
  text-align: center;
  & > :not(:first-child) {
    margin-bottom: 16px;
  }
`

const ErrorText = styled.p`
  margin: 0;
  padding: 16px 8px;
  color: ${theme.colors.danger};
  font-weight: 600;
`

export interface ListQuery<T> {
  data?: T[]
  error?: unknown
  isLoading: boolean
}

/** The loading, failure and empty states every dashboard list shares; otherwise the rows. */
export function ListStatus<T>({
  query,
  loadingLabel,
  errorText,
  emptyText,
  emptyAction,
  children,
}: {
  query: ListQuery<T>
  loadingLabel: string
  errorText: string
  emptyText: string
  /** The next step offered with the empty text ("Create your first event"). */
  emptyAction?: ReactNode
  children: (rows: T[]) => ReactNode
}) {
  if (query.isLoading) return <Spinner label={loadingLabel} />
  if (query.error) return <ErrorText role="alert">{errorText}</ErrorText>
  if (!query.data || query.data.length === 0)
    return (
      <Empty>
        <EmptyText>{emptyText}</EmptyText>
        {emptyAction}
      </Empty>
    )
  return <>{children(query.data)}</>
}
