import {
  ENQUIRY_MESSAGES,
  enquiryFormFrom,
  enquiryPayload,
  idFrom,
  isEnquirySource,
  newEnquiryForm,
  sourceNamesPartner,
  TEXT_LIMITS,
  validateEnquiry,
  type EnquiryForm,
  type FieldErrors,
} from '@plotline/domain';
import { useRef, useState } from 'react';
import { DatePicker } from '../../components/DatePicker';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import {
  FormModal,
  SearchedPicker,
  useFormFields,
  useFormSave,
  type ProjectChoice,
} from '../../patterns';
import { PhoneField } from '../ChannelPartnersScreen/form/PhoneField';
import { DuplicateMobileActions } from './DuplicateMobileActions';
import { SOURCE_ITEMS } from './enquiry-choice-items';
import type {
  EnquiryChoices,
  EnquiryDuplicate,
  EnquiryRecord,
  EnquirySaveOutcome,
  EnquirySaveRequest,
} from './enquiry-types';
import { EnquiryProjectsField } from './EnquiryProjectsField';
import * as styles from './EnquiryFormModal.css';

export type EnquiryFormModalProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The enquiry being edited, with the version it was read at; null to add one. */
  enquiry: EnquiryRecord | null;
  /** The pickers: projects, the active channel partners and the active users. */
  choices: EnquiryChoices['form'];
  /**
   * Whether the user may give an enquiry to someone else (enquiries.assign): a new one then has a
   * Sales person picker. An edit never changes the sales person.
   */
  mayAssign: boolean;
  /**
   * Saves the body of the request; resolves (never rejects) with the outcome. The modal closes
   * itself on success and otherwise keeps what was typed; a `duplicate` shows the mobile number's
   * message with 'Open enquiry' and 'Save anyway' (which saves again with keepBoth).
   */
  onSave: (request: EnquirySaveRequest) => Promise<EnquirySaveOutcome>;
  /** Opens the open enquiry the host found with the same mobile number. */
  onOpenExisting: (enquiryId: number) => void;
  /**
   * A warning above the fields of the enquiry being edited, e.g. the domain's
   * changedWhileEditingNotice once someone else changed it meanwhile; a new one shows none.
   */
  notice?: string;
};

/** The 'Add Enquiry' and 'Edit Enquiry' modal. */
export function EnquiryFormModal({
  isOpen,
  onOpenChange,
  notice,
  ...fieldsProps
}: EnquiryFormModalProps) {
  const { enquiry } = fieldsProps;
  return (
    <FormModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="large"
      title={enquiry ? 'Edit Enquiry' : 'Add Enquiry'}
      submitLabel={enquiry ? 'Update Enquiry' : 'Add Enquiry'}
      formClassName={styles.form}
      notice={enquiry ? notice : undefined}
    >
      <EnquiryFields
        // Mounted on each opening, so it starts afresh; and again when the host hands over a
        // newer version of the enquiry (after a conflict), so the form shows what is stored.
        key={enquiry ? `${enquiry.id}@${enquiry.version}` : 'new'}
        {...fieldsProps}
      />
    </FormModal>
  );
}

type EnquiryFieldsProps = Omit<EnquiryFormModalProps, 'isOpen' | 'onOpenChange' | 'notice'>;

/** What a field's change also clears: messages that depend on another field's value. */
const ALSO_CLEARS: Partial<Record<keyof EnquiryForm, readonly string[]>> = {
  source: ['channelPartnerId'],
  plotSizeMin: ['plotSizeMax'],
  budgetMin: ['budgetMax'],
  nextActionDate: ['nextAction'],
};

function EnquiryFields({
  enquiry,
  choices,
  mayAssign,
  onSave,
  onOpenExisting,
}: EnquiryFieldsProps) {
  const { values, errors, setErrors, change } = useFormFields<EnquiryForm>(
    () =>
      enquiry
        ? enquiryFormFrom({ ...enquiry, projectIds: projectIdsOf(enquiry) })
        : newEnquiryForm(),
    ALSO_CLEARS,
  );
  // The picked projects' names: the enquiry's own, and each one picked since.
  const [knownProjects, setKnownProjects] = useState<readonly ProjectChoice[]>(
    () => enquiry?.projects ?? [],
  );
  const [assignedToId, setAssignedToId] = useState<number | null>(null);
  const [duplicate, setDuplicate] = useState<EnquiryDuplicate | null>(null);
  // Read by the save that 'Save anyway' submits, in the same press: no render comes between.
  const keepBoth = useRef(false);
  const fieldsRef = useRef<HTMLDivElement>(null);

  const { isSaving } = useFormSave({
    validate: () => validateEnquiry(values),
    save: async () => {
      const request: EnquirySaveRequest = {
        ...enquiryPayload(values),
        ...(enquiry
          ? { version: enquiry.version }
          : mayAssign && assignedToId !== null && { assignedToId }),
        ...(keepBoth.current && { keepBoth: true }),
      };
      const outcome = await onSave(request);
      if (outcome.ok || !outcome.duplicate) return outcome;
      setDuplicate(outcome.duplicate);
      // The number's own message, so its field is marked, described and focused.
      return {
        ...outcome,
        fieldErrors: { ...outcome.fieldErrors, mobileNumber: ENQUIRY_MESSAGES.duplicateMobile },
      };
    },
    onErrors: setErrors,
  });

  const handleMobileChange = (mobileNumber: string) => {
    change('mobileNumber')(mobileNumber);
    // Another number is another question: no open enquiry is known to have it.
    setDuplicate(null);
    keepBoth.current = false;
  };

  const handleSaveAnyway = () => {
    keepBoth.current = true;
    fieldsRef.current?.closest('form')?.requestSubmit();
  };

  const handleSourceChange = (source: EnquiryForm['source']) => {
    change('source')(source);
    // Only a channel partner's enquiry names one; the partner chosen for it goes with it.
    if (source !== '' && !sourceNamesPartner(source)) change('channelPartnerId')('');
  };

  const pickedProjects = values.projectIds.map(
    (id) => knownProjects.find((project) => project.id === id) ?? { id, name: `Project ${id}` },
  );
  const partnerChosen =
    enquiry?.channelPartnerId != null && enquiry.channelPartnerName != null
      ? { id: enquiry.channelPartnerId, name: enquiry.channelPartnerName }
      : null;

  return (
    <div ref={fieldsRef} className={styles.form}>
      <TextField
        name="name"
        label="Name"
        isRequired
        maxLength={TEXT_LIMITS.name}
        value={values.name}
        onChange={change('name')}
        errorMessage={errors.name}
      />
      <div className={styles.pair}>
        <PhoneField
          label="Mobile number"
          isRequired
          value={values.mobileNumber}
          onChange={handleMobileChange}
          errorMessage={errors.mobileNumber}
        />
        <TextField
          name="email"
          label="Email"
          type="email"
          maxLength={TEXT_LIMITS.email}
          value={values.email}
          onChange={change('email')}
          errorMessage={errors.email}
        />
      </div>
      {duplicate && (
        <DuplicateMobileActions
          isDisabled={isSaving}
          onOpenExisting={() => onOpenExisting(duplicate.existingEnquiryId)}
          onSaveAnyway={handleSaveAnyway}
        />
      )}
      <div className={styles.pair}>
        <Select
          name="source"
          label="Source"
          isRequired
          items={SOURCE_ITEMS}
          value={values.source || null}
          onChange={(key) => handleSourceChange(isEnquirySource(key) ? key : '')}
          errorMessage={errors.source}
        />
        <TextField
          name="sourceDetail"
          label="Source detail"
          description="The portal's name, who referred the buyer, or what 'Other' means."
          maxLength={TEXT_LIMITS.name}
          value={values.sourceDetail}
          onChange={change('sourceDetail')}
          errorMessage={errors.sourceDetail}
        />
      </div>
      {values.source !== '' && sourceNamesPartner(values.source) && (
        <SearchedPicker
          label="Channel partner"
          placeholder="Search channel partners"
          isRequired
          choices={choices.partners.items}
          chosen={partnerChosen}
          value={idFrom(values.channelPartnerId)}
          onSearch={choices.partners.onSearch}
          onChange={(id) => change('channelPartnerId')(id === null ? '' : String(id))}
          errorMessage={errors.channelPartnerId}
        />
      )}
      <EnquiryProjectsField
        picked={pickedProjects}
        projects={choices.projects}
        onAdd={(project) => {
          setKnownProjects((known) => [...known, project]);
          change('projectIds')([...values.projectIds, project.id]);
        }}
        onRemove={(projectId) =>
          change('projectIds')(values.projectIds.filter((id) => id !== projectId))
        }
      />
      <RangeFields
        range="plotSize"
        label="Plot size"
        unit="sq ft"
        form={values}
        errors={errors}
        change={change}
      />
      <RangeFields
        range="budget"
        label="Budget"
        unit="₹"
        form={values}
        errors={errors}
        change={change}
      />
      {mayAssign && !enquiry && (
        <SearchedPicker
          label="Sales person"
          placeholder="Search sales people"
          description="Left empty, the enquiry is yours."
          choices={choices.salesPeople.items}
          value={assignedToId}
          onSearch={choices.salesPeople.onSearch}
          onChange={setAssignedToId}
        />
      )}
      <div className={styles.pair}>
        <TextField
          name="nextAction"
          label="Next action"
          maxLength={TEXT_LIMITS.name}
          value={values.nextAction}
          onChange={change('nextAction')}
          errorMessage={errors.nextAction}
        />
        <DatePicker
          name="nextActionDate"
          label="Next action date"
          value={values.nextActionDate || null}
          onChange={(date) => change('nextActionDate')(date ?? '')}
          errorMessage={errors.nextActionDate}
        />
      </div>
      <TextField
        name="notes"
        label="Notes"
        multiline
        maxLength={TEXT_LIMITS.note}
        value={values.notes}
        onChange={change('notes')}
        errorMessage={errors.notes}
      />
    </div>
  );
}

/** The form holds an enquiry's projects by id, in the order they were picked. */
const projectIdsOf = (enquiry: EnquiryRecord) => enquiry.projects.map(({ id }) => id);

type RangeFieldsProps = {
  range: 'plotSize' | 'budget';
  label: string;
  unit: string;
  form: EnquiryForm;
  errors: FieldErrors;
  change: (field: `${RangeFieldsProps['range']}${'Min' | 'Max'}`) => (text: string) => void;
};

/** A range's two ends side by side, either left empty as the form's rules allow. */
function RangeFields({ range, label, unit, form, errors, change }: RangeFieldsProps) {
  return (
    <div className={styles.pair}>
      {(['Min', 'Max'] as const).map((end) => {
        const name = `${range}${end}` as const;
        return (
          <TextField
            key={end}
            name={name}
            label={`${label} ${end === 'Min' ? 'from' : 'to'} (${unit})`}
            inputMode="decimal"
            value={form[name]}
            onChange={change(name)}
            errorMessage={errors[name]}
          />
        );
      })}
    </div>
  );
}
