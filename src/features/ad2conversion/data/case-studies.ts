import { CASE_STUDY_VIDEOS, type VideoSource } from '@/config/media';

/** A headline figure: "32,100" over "ad clicks". */
export interface Stat {
  value: string;
  label: string;
}

export interface CaseStudy {
  id: string;
  title: string;
  business: string;
  summary: string;
  stats: readonly Stat[];
  video: VideoSource;
  /** The poster gradient, so each video has its own look before it is played. */
  posterColors: readonly [from: string, to: string];
}

export const CASE_STUDIES: readonly CaseStudy[] = [
  {
    id: 'med-spa',
    title: 'Med spa fills a month of appointments',
    business: 'Med spa',
    summary:
      'A 30-second before-and-after video for a seasonal skin offer, with the AI texting every lead within a minute.',
    stats: [
      { value: '32,100', label: 'ad clicks' },
      { value: '8.2%', label: 'click-through rate' },
      { value: '130', label: 'appointments in 30 days' },
    ],
    video: CASE_STUDY_VIDEOS['med-spa'],
    posterColors: ['#7c3aed', '#db2777'],
  },
  {
    id: 'home-services',
    title: 'Roofer triples booked inspections',
    business: 'Home services',
    summary:
      'A storm-season video ad plus instant AI follow-up that booked free roof inspections around the clock.',
    stats: [
      { value: '2,600+', label: 'leads captured' },
      { value: '$2.40', label: 'cost per lead' },
      { value: '3x', label: 'more booked jobs' },
    ],
    video: CASE_STUDY_VIDEOS['home-services'],
    posterColors: ['#0f766e', '#1d4ed8'],
  },
  {
    id: 'dental',
    title: 'Dental practice turns clicks into patients',
    business: 'Dental practice',
    summary:
      'A friendly new-patient offer video, with AI answering insurance questions and booking first visits.',
    stats: [
      { value: '11.5%', label: 'lead-to-patient conversion' },
      { value: '60%', label: 'fewer no-shows' },
    ],
    video: CASE_STUDY_VIDEOS.dental,
    posterColors: ['#1e3a8a', '#0891b2'],
  },
];
