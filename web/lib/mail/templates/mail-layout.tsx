import { Body, Container, Head, Hr, Html, Preview, Section, Text } from '@react-email/components'
import type { ReactNode } from 'react'
import type { SenderDetails } from '../sender-details'

const brand = '#0f4c81'

export interface FooterLines {
  register: string | null
  directors: string | null
}

/** The frame of every e-mail: preview line, brand bar, content, and the company details (§ 35a GmbHG). */
export function MailLayout({
  lang,
  preview,
  sender,
  footer,
  children,
}: {
  lang: string
  preview: string
  sender: SenderDetails
  footer: FooterLines
  children: ReactNode
}) {
  const address = sender.address
  return (
    <Html lang={lang}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: '#f4f6f8', fontFamily: 'Helvetica, Arial, sans-serif', color: '#1f2933' }}>
        <Container style={{ maxWidth: 600, margin: '24px auto', backgroundColor: '#ffffff', borderRadius: 12 }}>
          <Section style={{ backgroundColor: brand, borderRadius: '12px 12px 0 0', padding: '16px 24px' }}>
            <Text style={{ color: '#ffffff', fontSize: 20, fontWeight: 700, margin: 0 }}>{sender.companyName}</Text>
          </Section>
          <Section style={{ padding: '8px 24px 16px' }}>{children}</Section>
          <Hr style={{ borderColor: '#e4e7eb', margin: 0 }} />
          <Section style={{ padding: '12px 24px 20px' }}>
            <Text style={{ fontSize: 12, lineHeight: '18px', color: '#52606d', margin: 0 }}>
              {sender.legalName}
              {address ? ` · ${address.street} · ${address.postalCode} ${address.city}` : ''}
              {sender.phone ? ` · ${sender.phone}` : ''}
              {sender.email ? ` · ${sender.email}` : ''}
              {footer.register ? ` · ${footer.register}` : ''}
              {footer.directors ? ` · ${footer.directors}` : ''}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  )
}

/** Label/value lines of a submission. */
export function DetailList({ rows }: { rows: [label: string, value: string][] }) {
  return (
    <Section style={{ backgroundColor: '#f4f6f8', borderRadius: 8, padding: '8px 16px' }}>
      {rows.map(([label, value]) => (
        <Text key={label} style={{ margin: '6px 0', fontSize: 14, lineHeight: '20px', whiteSpace: 'pre-wrap' }}>
          <strong>{label}:</strong> {value}
        </Text>
      ))}
    </Section>
  )
}

export const paragraph = { fontSize: 15, lineHeight: '22px' } as const
