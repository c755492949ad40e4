import type { Tool } from './tool-types';

const AI_KEYWORDS = ['ai', 'bot', 'agent', 'openai', 'chatgpt', 'machine learning', 'artificial intelligence'];

/**
 * Names the keyword rule would catch by accident ("Email" contains "ai"); listed by the spec (section 9).
 */
export const AI_EXCLUDED_NAMES: ReadonlySet<string> = new Set([
  'Promotional Spin Wheel',
  'Video Player Suite',
  'Vimeo Gallery Pro',
  'Email Subscription Form',
  'Fitness Client Tracker',
  'Quick Appointment Booking',
  'Tumblr Blog Display',
  'Airbnb Guest Reviews',
  'Line Business Connect',
  'Contact Form Builder Pro',
  'Smart Popup Converter',
]);

/** The AI Tools filter: category AI Agents, or an AI keyword in the name or description (case-insensitive). */
export function isAiTool(tool: Pick<Tool, 'name' | 'description' | 'category'>): boolean {
  if (AI_EXCLUDED_NAMES.has(tool.name)) return false;
  if (tool.category === 'AI Agents') return true;
  const text = `${tool.name} ${tool.description}`.toLowerCase();
  return AI_KEYWORDS.some((keyword) => text.includes(keyword));
}

/** The Premium Tools filter. */
export function isPremiumTool(tool: Pick<Tool, 'premium'>): boolean {
  return tool.premium === true;
}
