import { VoiceAgentLandingPage } from '@/features/premium/components/voice-agent/voice-agent-landing-page';

export default function VoiceAgentLandingRoute() {
  return <VoiceAgentLandingPage />;
}
