import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { Alert } from '@site/components/Alert'
import { EmptyState } from '@site/components/EmptyState'
import { Spinner } from '@site/components/Spinner'
import { i18n } from '@site/i18n/i18n'
import { useFaqs } from '../api/faqs'

const List = styled.div`
  display: grid;
  gap: 16px;
`

const Item = styled.article`
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-left: 5px solid ${theme.colors.accent};
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.shadow.card};
  padding: 20px 22px;
  h2 {
    margin: 0 0 8px;
    font-size: 1.1875rem;
    color: ${theme.colors.brand};
  }
  p {
    margin: 0;
    white-space: pre-line;
    color: ${theme.colors.ink};
  }
`

/** Question and answer cards, in the order the admins set. */
export function FaqList() {
  const { data: faqs, error, isLoading } = useFaqs()
  if (isLoading) return <Spinner label={i18n._('Loading FAQs...')} />
  if (error) return <Alert tone="error">{i18n._('Error loading FAQs')}</Alert>
  if (!faqs || faqs.length === 0) {
    return (
      <EmptyState icon="chat" title={i18n._('No questions yet')}>
        {i18n._('Have one? Send it to us through the contact page.')}
      </EmptyState>
    )
  }
  return (
    <List>
      {faqs.map((faq) => (
        <Item key={faq.id}>
          <h2>{faq.question}</h2>
          <p>{faq.answer}</p>
        </Item>
      ))}
    </List>
  )
}
