import 'server-only'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import type { InvoiceEditorLabels } from './invoice-editor.client'

export async function invoiceEditorLabels(locale: Locale, submit: string): Promise<InvoiceEditorLabels> {
  const [t, units, common] = await Promise.all([
    getTranslations({ locale, namespace: 'admin.invoiceEditor' }),
    getTranslations({ locale, namespace: 'portal.invoice.units' }),
    getTranslations({ locale, namespace: 'admin.common' }),
  ])
  return {
    description: t('description'),
    language: t('language'),
    servicePeriodStart: t('servicePeriodStart'),
    servicePeriodEnd: t('servicePeriodEnd'),
    vatRate: t('vatRate'),
    vatRates: { '19': t('vat19'), '7': t('vat7'), '0': t('vat0') },
    paymentTermDays: t('paymentTermDays'),
    lines: t('lines'),
    lineDescription: t('lineDescription'),
    quantity: t('quantity'),
    unit: t('unit'),
    units: { C62: units('C62'), HUR: units('HUR'), MON: units('MON'), LS: units('LS') },
    unitPrice: t('unitPrice'),
    lineTotal: t('lineTotal'),
    addLine: t('addLine'),
    removeLine: t('removeLine'),
    net: t('net'),
    vat: t('vat'),
    gross: t('gross'),
    preview: t('preview'),
    submit,
    submitting: common('saving'),
  }
}
