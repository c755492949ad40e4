/**
 * Case-study videos on the Ad2Conversion AI landing, streamed from external storage.
 *
 * OPERATOR: these are PLACEHOLDERS on a storage host that does not exist. Replace each `video` URL with
 * the real file on your storage or CDN (MP4/H.264 plays everywhere), and `captions` with its WebVTT
 * file, or remove `captions` if there is none. Nothing here is requested until a visitor presses play.
 *
 * The player requests these with CORS (`crossOrigin="anonymous"`), which browsers require for a captions
 * file on another host, so the storage must answer with `Access-Control-Allow-Origin` for this site.
 */
export const MEDIA_HOST = 'https://media.example-cdn.com';

export interface VideoSource {
  video: string;
  /** WebVTT captions in English; optional. */
  captions?: string;
}

export type CaseStudyVideoId = 'med-spa' | 'home-services' | 'dental';

export const CASE_STUDY_VIDEOS: Readonly<Record<CaseStudyVideoId, VideoSource>> = {
  'med-spa': {
    video: `${MEDIA_HOST}/ad2conversion/med-spa-case-study.mp4`,
    captions: `${MEDIA_HOST}/ad2conversion/med-spa-case-study.en.vtt`,
  },
  'home-services': {
    video: `${MEDIA_HOST}/ad2conversion/home-services-case-study.mp4`,
    captions: `${MEDIA_HOST}/ad2conversion/home-services-case-study.en.vtt`,
  },
  dental: {
    video: `${MEDIA_HOST}/ad2conversion/dental-case-study.mp4`,
    captions: `${MEDIA_HOST}/ad2conversion/dental-case-study.en.vtt`,
  },
};
