import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { ContentImage } from '@/components/ui/content-image'
import { Section } from '@/components/ui/section'
import { TestimonialCarousel } from './testimonial-carousel.island'
import type { HomeContent } from './types'

export async function TestimonialsSection({
  section,
  testimonials,
  locale,
}: {
  section: HomeContent['testimonialsSection']
  testimonials: HomeContent['testimonials']
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'carousel' })
  const total = testimonials.length
  const slides = testimonials.map((testimonial, index) => {
    const rating = testimonial.rating ?? 5
    return {
      id: testimonial._id,
      quote: testimonial.quote ?? '',
      name: testimonial.name ?? '',
      meta: [testimonial.company, testimonial.location].filter(Boolean).join(', '),
      rating,
      label: t('slide', { number: index + 1, total }),
      goToLabel: t('goTo', { number: index + 1, total }),
      ratingLabel: t('rating', { rating }),
      portrait: (
        <ContentImage image={testimonial.image} sizes="56px" decorative className="size-14 rounded-full object-cover" />
      ),
    }
  })
  return (
    <Section id="testimonials" heading={section?.heading} intro={section?.text} tone="muted">
      <TestimonialCarousel
        slides={slides}
        labels={{
          region: t('label'),
          roleCarousel: t('roleCarousel'),
          roleSlide: t('roleSlide'),
          previous: t('previous'),
          next: t('next'),
        }}
      />
    </Section>
  )
}
