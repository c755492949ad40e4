import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CaseStudyVideo } from './case-study-video';

const SOURCE = {
  video: 'https://media.example-cdn.com/a.mp4',
  captions: 'https://media.example-cdn.com/a.vtt',
};

function renderVideo(source: { video: string; captions?: string } = SOURCE) {
  return render(<CaseStudyVideo title="Dental practice" source={source} colors={['#000000', '#111111']} />);
}

// Focus moving to the player and back is checked in e2e/ad2conversion.spec.ts: jsdom cannot focus <video>.
describe('CaseStudyVideo', () => {
  it('renders only a poster button until play is pressed', () => {
    const { container } = renderVideo();
    expect(screen.getByRole('button', { name: 'Play video: Dental practice' })).toBeInTheDocument();
    expect(container.querySelector('video')).toBeNull();
  });

  it('mounts a captioned, non-preloading player on play', async () => {
    const { container } = renderVideo();
    await userEvent.click(screen.getByRole('button', { name: 'Play video: Dental practice' }));
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('src', SOURCE.video);
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('controls');
    expect(video?.querySelector('track')).toHaveAttribute('src', SOURCE.captions);
  });

  it('leaves out the captions track when none is configured', async () => {
    const { container } = renderVideo({ video: SOURCE.video });
    await userEvent.click(screen.getByRole('button', { name: 'Play video: Dental practice' }));
    expect(container.querySelector('video track')).toBeNull();
  });

  it('shows the poster and a message when the video fails', async () => {
    const { container } = renderVideo();
    await userEvent.click(screen.getByRole('button', { name: 'Play video: Dental practice' }));
    fireEvent.error(container.querySelector('video') as HTMLVideoElement);
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByText("This video can't be played right now.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play video: Dental practice' })).toBeInTheDocument();
  });
});
