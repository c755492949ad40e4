import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormProvider, type FieldErrors } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { Card, CardContent } from '@/components/ui/card';
import { HoneypotField } from '@/components/ui/honeypot-field';
import type { DeferredToasts } from '@/components/ui/use-deferred-toast';
import { isRateLimited, RATE_LIMITED_MESSAGE } from '@/lib/data-error';
import { usePublicForm } from '@/lib/forms/use-public-form';
import { readBuilderPrefill } from '@/lib/leads/builder-prefill';
import type { LeadFormValues, LeadInput } from '@/lib/leads/lead-schema';
import { prepareLeadSave, saveLead } from '../api/save-lead';
import { BUILDER_STEPS, EMPTY_LEAD_FORM, TOTAL_STEPS, type StepNumber } from '../data/builder-steps';
import { clearDraft, readDraft, writeDraft } from '../lib/builder-draft';
import { parseShortlistParam } from '../lib/shortlist-param';
import { canAdvance } from '../lib/step-gating';
import { useStepFocus } from '../hooks/use-step-focus';
import { BuilderNav } from './builder-nav';
import { BuilderProgress } from './builder-progress';
import { BuilderStepFields } from './builder-step-fields';

const BUILDER_FORM_ID = 'custom-builder-form';
const BUILDER_FIELDS = BUILDER_STEPS.flatMap((s) => s.fields);

/**
 * The five-step questionnaire: one form, one schema, each step checking only its own fields. Its toasts
 * come from the page, whose toaster outlives the wizard (the confirmation replaces it).
 */
export function BuilderWizard({
  onSubmitted,
  onPrepare,
  notify,
}: {
  onSubmitted: (lead: LeadInput) => void;
  /** The visitor started on the form: load what a submit will need. */
  onPrepare: () => void;
  notify: DeferredToasts['show'];
}) {
  // Read once, on the first client render (readDraft returns null without a window, so SSR-safe).
  const [draft] = useState(readDraft);
  // "Get this toolkit" on the shortlist page links here with ?shortlist=; it replaces a draft's list. The
  // site check's "Build my toolkit" also carries answers read from the report; they replace a draft's too.
  const [searchParams] = useSearchParams();
  const [defaultValues] = useState<LeadFormValues>(() => {
    const values = draft?.values ?? EMPTY_LEAD_FORM;
    return {
      ...values,
      ...readBuilderPrefill(searchParams),
      shortlist: parseShortlistParam(searchParams.get('shortlist')) ?? values.shortlist ?? [],
    };
  });
  const { step, goTo, headingRef } = useStepFocus(draft?.step ?? 1);
  // The lead's id, made once per draft: a retry after a lost response cannot create a second lead.
  const [submissionId, setSubmissionId] = useState(draft?.submissionId ?? null);
  const checking = useRef(false);

  const showSuccess = () => {
    clearDraft();
    void notify((toast, options) =>
      toast.success('Custom Toolkit Generated!', {
        description:
          "We've created a personalized marketing toolkit for your business. Check your email for details.",
        ...options,
      }),
    );
  };

  // Only reachable with a tampered draft: show the step that holds the first problem.
  const showFirstInvalidStep = (errors: FieldErrors<LeadFormValues>) => {
    const index = BUILDER_STEPS.findIndex((s) => s.fields.some((field) => errors[field]));
    if (index >= 0 && index + 1 !== step) goTo((index + 1) as StepNumber);
  };

  const { honeypot, ...builder } = usePublicForm<LeadFormValues, LeadInput>({
    id: BUILDER_FORM_ID,
    schema: () => import('@/lib/leads/lead-schema').then((module) => module.leadSchema),
    defaultValues,
    // What the fields hold, whoever filled them (the visitor before the app started, autofill), is the form's.
    fields: BUILDER_FIELDS,
    // Every value: the steps' Next buttons and the session draft follow them.
    watch: true,
    // The visitor's first use of the form starts the data layer and the toaster, while they answer the
    // questions; the page itself loads neither.
    prepare: () => {
      prepareLeadSave();
      onPrepare();
    },
    send: async (input) => {
      const id = submissionId ?? crypto.randomUUID();
      setSubmissionId(id);
      await saveLead(input, id);
    },
    onSent: (lead) => {
      showSuccess();
      onSubmitted(lead);
    },
    // Nothing typed is lost: the form and its session draft stay as they are.
    failureMessage: (error) =>
      isRateLimited(error) ? RATE_LIMITED_MESSAGE : 'There was an error submitting your form. Please try again.',
    onFailed: (message) => void notify((toast, options) => toast.error('Error', { description: message, ...options })),
    onInvalid: showFirstInvalidStep,
  });
  const { form, values, submitting } = builder;

  useEffect(() => writeDraft({ values, step, submissionId }), [values, step, submissionId]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === TOTAL_STEPS) {
      await builder.formProps.onSubmit(event);
      return;
    }
    builder.syncFromDom();
    if (!canAdvance(step, form.getValues()) || checking.current) return;
    checking.current = true;
    const valid = await builder.check(BUILDER_STEPS[step - 1]!.fields);
    checking.current = false;
    if (valid) goTo((step + 1) as StepNumber);
  };

  return (
    <div className="flex flex-col gap-6">
      <BuilderProgress step={step} />
      <Card>
        <CardContent className="p-5 sm:p-8">
          <FormProvider {...form}>
            <form
              {...builder.formProps}
              onSubmit={onSubmit}
              className="relative flex flex-col gap-6"
            >
              <HoneypotField ref={honeypot} />
              <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight">
                {BUILDER_STEPS[step - 1]!.title}
              </h2>
              {/* Keyed so each step gets fresh inputs: a reused DOM input would keep the previous step's text. */}
              <BuilderStepFields key={step} step={step} />
              <BuilderNav
                step={step}
                canAdvance={canAdvance(step, values)}
                submitting={submitting}
                onPrevious={() => goTo(Math.max(1, step - 1) as StepNumber)}
              />
            </form>
          </FormProvider>
        </CardContent>
      </Card>
    </div>
  );
}
