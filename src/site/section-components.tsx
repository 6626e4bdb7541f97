import type { ComponentType } from 'react';
import type { SectionTypeName } from '../shared/website-sections';
import type { SectionProps } from './section-parts';
import { AboutSection } from './sections/about-section';
import { BookingSection } from './sections/booking-section';
import { ContactSection } from './sections/contact-section';
import { FindUsSection } from './sections/find-us-section';
import { GallerySection } from './sections/gallery-section';
import { HoursSection } from './sections/hours-section';
import { PricesSection } from './sections/prices-section';
import { InfoSection } from './sections/info-section';
import { ReviewsSection } from './sections/reviews-section';
import { ServicesSection } from './sections/services-section';

/** The component that renders each section type of shared/website-sections.ts (one entry per type, checked by the compiler). */
export const SECTION_COMPONENTS: Record<SectionTypeName, ComponentType<SectionProps>> = {
  about: AboutSection,
  services: ServicesSection,
  gallery: GallerySection,
  reviews: ReviewsSection,
  hours: HoursSection,
  findus: FindUsSection,
  prices: PricesSection,
  info: InfoSection,
  booking: BookingSection,
  contact: ContactSection,
};
