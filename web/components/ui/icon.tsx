import {
  Award, BarChart3, BookOpen, Building2, Calendar, CheckCircle2, Clock, Code2, Compass, Euro, FileText, Gauge,
  Globe, Handshake, Heart, Image as ImageIcon, Layers, Lightbulb, LineChart, Link2, ListChecks, Mail, MapPin,
  Megaphone, MessageCircle, Mic, Navigation, PenTool, Phone, Rocket, Search, Settings, ShieldCheck, Smartphone,
  Sparkles, Star, Store, Target, TrendingUp, Users, Zap, ClipboardCheck, type LucideIcon,
} from 'lucide-react'

import type { IconName } from '@schemas/objects/icon'

/** Every icon editors can choose in the studio (schemas/objects/icon.ts), mapped to a lucide icon. */
const ICONS: Record<IconName, LucideIcon> = {
  'map-pin': MapPin, search: Search, gauge: Gauge, 'file-text': FileText, link: Link2, 'pen-tool': PenTool,
  'clipboard-check': ClipboardCheck, store: Store, 'trending-up': TrendingUp, users: Users, award: Award,
  clock: Clock, target: Target, 'bar-chart': BarChart3, 'shield-check': ShieldCheck, rocket: Rocket, star: Star,
  globe: Globe, smartphone: Smartphone, mic: Mic, 'message-circle': MessageCircle, phone: Phone, mail: Mail,
  lightbulb: Lightbulb, layers: Layers, settings: Settings, zap: Zap, 'check-circle': CheckCircle2,
  building: Building2, compass: Compass, handshake: Handshake, heart: Heart, 'line-chart': LineChart,
  sparkles: Sparkles, code: Code2, image: ImageIcon, 'list-checks': ListChecks, calendar: Calendar, euro: Euro,
  megaphone: Megaphone, 'book-open': BookOpen, navigation: Navigation,
}

export function Icon({ name, className }: { name: string | null | undefined; className?: string }) {
  const Component = (name && ICONS[name as IconName]) || Sparkles
  return <Component aria-hidden="true" focusable="false" className={className} strokeWidth={1.75} />
}
