import {
  idFrom,
  isSiteVisitOutcome,
  newSiteVisitForm,
  SITE_VISIT_OUTCOMES,
  siteVisitFormFrom,
  siteVisitOutcomeLabel,
  siteVisitPayload,
  TEXT_LIMITS,
  validateSiteVisit,
  type CalendarDate,
  type SiteVisitForm,
  type SiteVisitPayload,
} from '@plotline/domain';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import {
  FormModal,
  SearchedPicker,
  useFormFields,
  useFormSave,
  type SaveOutcome,
} from '../../patterns';
import type { EnquiryChoices, EnquiryRecord, SiteVisitRecord } from './enquiry-types';
import { EnquirySummary } from './enquiry-summary';
import { VisitTimeField } from './VisitTimeField';
import * as styles from './EnquiryFormModal.css';

const OUTCOME_ITEMS = SITE_VISIT_OUTCOMES.map((outcome) => ({
  id: outcome,
  label: siteVisitOutcomeLabel(outcome),
}));

export type SiteVisitFormModalProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Whose visit it is. */
  enquiry: EnquiryRecord;
  /** The visit being edited; null to schedule one. */
  visit: SiteVisitRecord | null;
  /** The projects, and the active users who may accompany the buyer. */
  choices: Pick<EnquiryChoices['form'], 'projects' | 'salesPeople'>;
  /** The business's today, where the empty date and time start. */
  today: CalendarDate;
  /** The business's zone, in which the date and time are typed. */
  timeZone: string;
  /** Saves the body of the request; resolves (never rejects). Closing on success is the caller's. */
  onSave: (visit: SiteVisitPayload) => Promise<SaveOutcome>;
};

/** 'Schedule site visit' and 'Edit site visit'. */
export function SiteVisitFormModal({
  isOpen,
  onOpenChange,
  ...fieldsProps
}: SiteVisitFormModalProps) {
  const isEditing = fieldsProps.visit !== null;
  return (
    <FormModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={isEditing ? 'Edit site visit' : 'Schedule site visit'}
      submitLabel={isEditing ? 'Update visit' : 'Schedule visit'}
      formClassName={styles.form}
    >
      <SiteVisitFields {...fieldsProps} />
    </FormModal>
  );
}

type SiteVisitFieldsProps = Omit<SiteVisitFormModalProps, 'isOpen' | 'onOpenChange'>;

/** A new visit goes to the first project the buyer is interested in, unless changed. */
function firstForm(enquiry: EnquiryRecord, visit: SiteVisitRecord | null): SiteVisitForm {
  if (visit) return siteVisitFormFrom(visit);
  const [project] = enquiry.projects;
  return { ...newSiteVisitForm(), projectId: project ? String(project.id) : '' };
}

/** Mounted on each opening, so it starts from the visit, or afresh. */
function SiteVisitFields({
  enquiry,
  visit,
  choices,
  today,
  timeZone,
  onSave,
}: SiteVisitFieldsProps) {
  const { values, errors, setErrors, change } = useFormFields(() => firstForm(enquiry, visit));
  useFormSave({
    validate: () => validateSiteVisit(values),
    save: () => onSave(siteVisitPayload(values)),
    onErrors: setErrors,
  });
  const projectChosen =
    visit?.project ?? enquiry.projects.find(({ id }) => String(id) === values.projectId) ?? null;

  return (
    <>
      <EnquirySummary enquiry={enquiry} />
      <SearchedPicker
        label="Project"
        placeholder="Search projects"
        isRequired
        choices={choices.projects.items}
        chosen={projectChosen}
        value={idFrom(values.projectId)}
        onSearch={choices.projects.onSearch}
        onChange={(id) => change('projectId')(id === null ? '' : String(id))}
        errorMessage={errors.projectId}
      />
      <VisitTimeField
        label="Visit date and time"
        isRequired
        value={values.scheduledAt}
        onChange={change('scheduledAt')}
        timeZone={timeZone}
        today={today}
        errorMessage={errors.scheduledAt}
      />
      <SearchedPicker
        label="Accompanied by"
        placeholder="Search users"
        description="Left empty, nobody accompanies the buyer."
        choices={choices.salesPeople.items}
        chosen={visit?.accompaniedBy ?? null}
        value={idFrom(values.accompaniedById)}
        onSearch={choices.salesPeople.onSearch}
        onChange={(id) => change('accompaniedById')(id === null ? '' : String(id))}
      />
      <Select
        name="outcome"
        label="Outcome"
        items={OUTCOME_ITEMS}
        value={values.outcome}
        onChange={(key) => {
          if (isSiteVisitOutcome(key)) change('outcome')(key);
        }}
      />
      <TextField
        name="notes"
        label="Notes"
        multiline
        maxLength={TEXT_LIMITS.note}
        value={values.notes}
        onChange={change('notes')}
      />
    </>
  );
}
