import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CheckCircle2, ExternalLink } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useOwnerSession } from '@/lib/owner/owner-session';
import type { WidgetKindDefinition } from '@/widgets/kind-definition';
import { useMyWidget } from '../api/get-my-widgets';
import { useMyWidgetViews } from '../api/get-widget-views';
import { publishWidget } from '../api/publish-widget';
import { saveWidget } from '../api/save-widget';
import { widgetKeys } from '../api/widget-keys';
import { clearDraft, readDraft, writeDraft } from '../lib/editor-draft';
import { isPlanRefusal } from '../lib/plan-refusal';
import { settingsErrors } from '../lib/settings-errors';
import { setAt } from '../lib/settings-path';
import { EMPTY_STATS, installHint } from '../lib/view-stats';
import { OwnerSignIn } from './owner-sign-in';
import { PlanRefusal } from './plan-refusal';
import { SettingsForm } from './settings-form';
import { SnippetPanel } from './snippet-panel';
import { WidgetPreview } from './widget-preview';
import { InstallHint } from './widget-views';

type Published = { id: string; settings: unknown };

/**
 * The editor of a tool that installs itself (issue 42): settings beside the live widget, a draft kept in
 * this browser, and "Publish and get the code" (an emailed code signs the owner in, the widget is stored
 * under them and published, and the snippet appears with the install steps).
 */
export function ToolEditorPage({
  definition,
  slug,
  toolName,
  widgetId,
}: {
  definition: WidgetKindDefinition<unknown>;
  slug: string;
  toolName: string;
  widgetId?: string;
}) {
  const session = useOwnerSession();
  const signedIn = session.status === 'signed-in';
  const existing = useMyWidget(widgetId, signedIn);
  const views = useMyWidgetViews(signedIn && Boolean(widgetId));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const kind = definition.kind;
  const firstPreset = definition.presets[0];
  const [name, setName] = useState(() => readDraft(kind, widgetId)?.name ?? `My ${toolName}`);
  const [settings, setSettings] = useState<unknown>(
    () => readDraft(kind, widgetId)?.settings ?? firstPreset?.settings,
  );
  const [loadedRowId, setLoadedRowId] = useState<string | null>(null);
  const [edited, setEdited] = useState(false);
  const [publishing, setPublishing] = useState<'idle' | 'sign-in' | 'working'>('idle');
  const [published, setPublished] = useState<Published | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [refused, setRefused] = useState<unknown>(null);

  // An existing widget opens with its saved draft, unless this browser holds newer unsaved work. Adjusted
  // while rendering (React's way for state that follows a prop), so no first render shows the preset.
  const row = existing.data;
  if (row && loadedRowId !== row.id) {
    setLoadedRowId(row.id);
    const local = readDraft(kind, row.id);
    if (!local || local.savedAt < Date.parse(row.updatedAt)) {
      setName(row.name);
      setSettings(row.draft);
    }
  }

  // Only what the owner changed is kept in this browser, never a preset it merely showed.
  useEffect(() => {
    if (edited) writeDraft(kind, widgetId, { name, settings });
  }, [edited, kind, widgetId, name, settings]);

  const errors = useMemo(
    () => settingsErrors(definition.schema, settings, definition.sections),
    [definition, settings],
  );
  const errorCount = Object.keys(errors).length + (name.trim() ? 0 : 1);
  // The preview keeps the last settings the schema accepted, so a half-typed link never breaks it.
  const [previewSettings, setPreviewSettings] = useState(settings);
  if (Object.keys(errors).length === 0 && previewSettings !== settings) setPreviewSettings(settings);

  const onChange = (path: string, value: unknown) => {
    setSettings((current: unknown) => setAt(current, path, value));
    setEdited(true);
    setPublished(null);
  };

  /** Publish: settings the schema refuses are named first; a signed-out owner signs in, then it carries on. */
  const startPublishing = () => {
    setFailure(null);
    setRefused(null);
    if (errorCount > 0) {
      setFailure(
        `Fix ${errorCount === 1 ? 'the field marked' : `the ${errorCount} fields marked`} above before publishing.`,
      );
      return;
    }
    if (signedIn) void publish();
    else setPublishing('sign-in');
  };

  const publish = async () => {
    setPublishing('working');
    let saved = widgetId;
    try {
      const id = await saveWidget({ id: widgetId, kind, name: name.trim(), settings });
      saved = id;
      await publishWidget(id);
      await queryClient.invalidateQueries({ queryKey: widgetKeys.all });
      clearDraft(kind, widgetId);
      writeDraft(kind, id, { name, settings });
      setPublished({ id, settings });
      if (id !== widgetId) void navigate(paths.toolEditor(slug, id), { replace: true });
    } catch (error) {
      // Refused by the plan: the draft is saved under the owner (My tools lists it), and the editor moves
      // to it so that trying again after choosing a plan publishes that one, not a copy.
      if (isPlanRefusal(error)) {
        setRefused(error);
        await queryClient.invalidateQueries({ queryKey: widgetKeys.all });
        if (saved && saved !== widgetId) {
          clearDraft(kind, widgetId);
          writeDraft(kind, saved, { name, settings });
          void navigate(paths.toolEditor(slug, saved), { replace: true });
        }
        return;
      }
      setFailure(
        `${error instanceof Error ? error.message : 'Publishing failed'}. Your changes are kept here; try again.`,
      );
    } finally {
      setPublishing('idle');
    }
  };

  // Signing in from the publish step carries on with publishing.
  useEffect(() => {
    if (publishing === 'sign-in' && signedIn) void publish();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the moment the session arrives matters
  }, [signedIn, publishing]);

  if (widgetId && signedIn && existing.isPending) return <CenteredSpinner label="Loading your tool" />;
  if (widgetId && signedIn && existing.isSuccess && !existing.data) {
    return (
      <div className="container max-w-2xl py-12">
        <h1 className="text-2xl font-bold">This tool is not among yours</h1>
        <p className="mt-2">It may have been deleted, or it belongs to another account.</p>
        <Link className="mt-4 inline-block underline" to={paths.myTools}>
          Go to My tools
        </Link>
      </div>
    );
  }

  return (
    <div className="container py-8 md:py-10">
      <PageMeta
        title={`Customize ${toolName}`}
        description={`Customize ${toolName} beside a live preview and install it on your website.`}
      />
      <Link to={paths.tool(slug)} className="mb-4 inline-flex items-center gap-1 text-sm underline">
        <ArrowLeft aria-hidden="true" className="size-4" /> {toolName}
      </Link>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Customize {toolName}</h1>
          <p className="mt-1 text-muted-foreground">
            Changes show in the preview as you type and are kept in this browser.
          </p>
        </div>
        {signedIn ? (
          <Link to={paths.myTools} className="text-sm underline">
            My tools ({session.email})
          </Link>
        ) : null}
      </div>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <div className="space-y-6">
          <FormField
            id="widget-name"
            label="Name (only you see it)"
            error={name.trim() ? undefined : 'Fill this in'}
          >
            {(aria) => (
              <Input
                {...aria}
                maxLength={80}
                value={name}
                onChange={(event) => {
                  setName(event.target.value);
                  setEdited(true);
                }}
              />
            )}
          </FormField>
          {definition.presets.length > 1 ? (
            <FormField
              id="widget-preset"
              label="Start from a preset"
              hint="Replaces the settings below with the preset's."
            >
              {(aria) => (
                <select
                  {...aria}
                  className="flex h-10 w-full rounded-md border border-input bg-background px-3 text-base md:text-sm"
                  defaultValue=""
                  onChange={(event) => {
                    const preset = definition.presets.find((entry) => entry.id === event.target.value);
                    if (!preset) return;
                    setSettings(preset.settings);
                    setEdited(true);
                    setPublished(null);
                  }}
                >
                  <option value="">Choose a business type</option>
                  {definition.presets.map((preset) => (
                    <option key={preset.id} value={preset.id}>
                      {preset.label}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          ) : null}
          <SettingsForm
            sections={definition.sections}
            settings={settings}
            errors={errors}
            onChange={onChange}
          />
        </div>
        <div className="space-y-6 lg:sticky lg:top-4 lg:self-start">
          <WidgetPreview definition={definition} settings={previewSettings} />
          <section aria-labelledby="publish-title" className="space-y-4 rounded-lg border bg-card p-4">
            <h2 id="publish-title" className="text-lg font-semibold">
              Put it on your website
            </h2>
            {existing.data && views.data ? (
              <div className="text-sm">
                <InstallHint
                  hint={installHint(
                    existing.data.publishedAt,
                    views.data.stats.get(existing.data.id) ?? EMPTY_STATS,
                    views.data.today,
                  )}
                />
              </div>
            ) : null}
            {published ? (
              <PublishedNotice published={published} definition={definition} toolName={toolName} />
            ) : publishing === 'sign-in' && !signedIn ? (
              <>
                <p>Sign in with your email to keep this tool under your account and get its code.</p>
                <OwnerSignIn submitLabel="Sign in and publish" />
              </>
            ) : (
              <Button
                type="button"
                size="lg"
                disabled={publishing === 'working' || session.status === 'loading'}
                onClick={startPublishing}
              >
                {publishing === 'working' ? <Spinner /> : null} Publish and get the code
              </Button>
            )}
            <PlanRefusal error={refused} />
            {failure ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {failure}
              </p>
            ) : null}
          </section>
        </div>
      </div>
    </div>
  );
}

function PublishedNotice({
  published,
  definition,
  toolName,
}: {
  published: Published;
  definition: WidgetKindDefinition<unknown>;
  toolName: string;
}) {
  return (
    <div className="space-y-4">
      <p role="status" className="flex gap-2 font-medium text-green-800">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        Published. Paste the snippet below into your website; later changes show there within a minute.
      </p>
      <SnippetPanel
        id={published.id}
        definition={definition}
        settings={published.settings}
        toolName={toolName}
      />
      {env.isLocalMode ? (
        <a
          href="/demo/v1/sample-site"
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 text-sm font-medium underline"
        >
          Try it on the demo's sample restaurant website{' '}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}
    </div>
  );
}

function CenteredSpinner({ label }: { label: string }) {
  return (
    <div className="container flex justify-center py-16" role="status">
      <Spinner />
      <span className="sr-only">{label}</span>
    </div>
  );
}
