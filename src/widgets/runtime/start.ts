/*
 * The widget runtime's entry (widgets/runtime-<hash>.js), imported by the loader (src/widgets/loader/embed.ts)
 * once per page, in parallel with the kinds' chunks and the settings. Preact and its hooks live in this
 * chunk, so every kind shares one copy.
 */
import 'preact/hooks';
import { mountWidget } from './mount';
import type { WidgetKindModule } from './kind-module';
import { provideZoneOffsets } from './zone-offsets';

/**
 * Mounts a published widget on an owner's page (not a preview), with the UTC offsets of the time zones its
 * settings name (the settings read's `zones`), so that nothing on the page calls Intl.
 */
export function mount(
  host: HTMLElement,
  module: WidgetKindModule<unknown>,
  settings: unknown,
  widgetId: string,
  zones?: unknown,
  api?: string,
) {
  provideZoneOffsets(zones);
  return mountWidget(host, module, settings, { widgetId, preview: false, api });
}
