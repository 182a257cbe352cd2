import { Button, Link, Text } from '@react-email/components'
import type { SenderDetails } from '../sender-details'
import { type FooterLines, MailLayout, paragraph } from './mail-layout'

/** A message that asks the person to do one thing through a link (reset a password, confirm an address). */
export function ActionMail(props: {
  lang: string
  greeting: string
  intro: string
  buttonLabel: string
  url: string
  fallback: string
  /** How long the link works; none for a link that does not expire (a sign-in page). */
  expiry?: string
  /** What to do once the link has been used (where to sign in afterwards). */
  next?: string
  ignore: string
  signOff: string
  team: string
  sender: SenderDetails
  footer: FooterLines
}) {
  return (
    <MailLayout lang={props.lang} preview={props.intro} sender={props.sender} footer={props.footer}>
      <Text style={paragraph}>{props.greeting}</Text>
      <Text style={paragraph}>{props.intro}</Text>
      <Button
        href={props.url}
        style={{ backgroundColor: '#0f4c81', color: '#ffffff', borderRadius: 8, padding: '12px 20px', fontWeight: 700, fontSize: 15 }}
      >
        {props.buttonLabel}
      </Button>
      <Text style={{ ...paragraph, fontSize: 13 }}>
        {props.fallback}
        <br />
        <Link href={props.url} style={{ color: '#0f4c81', wordBreak: 'break-all' }}>
          {props.url}
        </Link>
      </Text>
      {props.expiry ? <Text style={paragraph}>{props.expiry}</Text> : null}
      {props.next ? <Text style={paragraph}>{props.next}</Text> : null}
      <Text style={paragraph}>
        {props.signOff}
        <br />
        {props.team}
      </Text>
      <Text style={{ fontSize: 12, lineHeight: '18px', color: '#52606d' }}>{props.ignore}</Text>
    </MailLayout>
  )
}
