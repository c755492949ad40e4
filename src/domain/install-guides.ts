/** How to paste a snippet into each website platform, shown on tool pages and after publishing a tool. */
export const INSTALL_PLATFORMS = ['html', 'wordpress', 'wix', 'squarespace', 'shopify', 'webflow'] as const;
export type InstallPlatform = (typeof INSTALL_PLATFORMS)[number];

export interface InstallGuide {
  label: string;
  /** Short numbered steps; the snippet is pasted at the last one. */
  steps: readonly string[];
}

export const INSTALL_GUIDES: Record<InstallPlatform, InstallGuide> = {
  html: {
    label: 'Any website (HTML)',
    steps: [
      'Open the page where the tool should appear in your editor.',
      'Paste the snippet where you want the tool to show.',
      'Save and publish the page.',
    ],
  },
  wordpress: {
    label: 'WordPress',
    steps: [
      'In your WordPress dashboard, edit the page or post.',
      'Add a "Custom HTML" block where the tool should appear.',
      'Paste the snippet into the block and click Update.',
    ],
  },
  wix: {
    label: 'Wix',
    steps: [
      'Open the Wix Editor and choose Add Elements, then Embed Code.',
      'Pick "Embed HTML" and drag the box where the tool should appear.',
      'Click Enter Code, paste the snippet, then Publish.',
    ],
  },
  squarespace: {
    label: 'Squarespace',
    steps: [
      'Edit the page and click an insert point.',
      'Choose the Code block.',
      'Paste the snippet, turn off "Display source", then Save.',
    ],
  },
  shopify: {
    label: 'Shopify',
    steps: [
      'Go to Online Store, then Themes, and click Customize.',
      'Add a "Custom Liquid" section where the tool should appear.',
      'Paste the snippet into the section and click Save.',
    ],
  },
  webflow: {
    label: 'Webflow',
    steps: [
      'Open the Designer and drag an Embed element onto the page.',
      'Paste the snippet into the code editor and click Save & Close.',
      'Publish the site.',
    ],
  },
};
