import { Text } from '@react-email/components'
import type { SenderDetails } from '../sender-details'
import { DetailList, type FooterLines, MailLayout, paragraph } from './mail-layout'

/** An invoice, a payment reminder or a credit note to the customer, with the documents attached. */
export function InvoiceMail(props: {
  lang: string
  greeting: string
  paragraphs: string[]
  rows: [string, string][]
  signOff: string
  team: string
  sender: SenderDetails
  footer: FooterLines
}) {
  return (
    <MailLayout lang={props.lang} preview={props.paragraphs[0] ?? ''} sender={props.sender} footer={props.footer}>
      <Text style={paragraph}>{props.greeting}</Text>
      {props.paragraphs.map((text) => (
        <Text key={text} style={paragraph}>
          {text}
        </Text>
      ))}
      {props.rows.length > 0 && <DetailList rows={props.rows} />}
      <Text style={paragraph}>
        {props.signOff}
        <br />
        {props.team}
      </Text>
    </MailLayout>
  )
}
