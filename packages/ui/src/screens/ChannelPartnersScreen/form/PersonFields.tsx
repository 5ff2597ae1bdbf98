import {
  GENDERS,
  MARITAL_STATUSES,
  showsMarriageDate,
  TEXT_LIMITS,
  withAssociateAnswer,
  type Gender,
  type MaritalStatus,
  type PersonDetails,
} from '@plotline/domain';
import { DatePicker } from '../../../components/DatePicker';
import { Radio, RadioGroup } from '../../../components/RadioGroup';
import { TextField } from '../../../components/TextField';
import { AssociatesFields } from './AssociatesFields';
import * as styles from './ChannelPartnerForm.css';
import { edit, errorOf, pathOf, type FormPart } from './form-part';
import { PhoneField } from './PhoneField';

/** An authorized person has no profession or business address. */
type PersonCore = Omit<PersonDetails, 'profession' | 'businessAddress'>;
type Work = Pick<PersonDetails, 'profession' | 'businessAddress'>;

export type PersonFieldsProps = {
  person: FormPart<PersonCore>;
  /** Natures 1, 2 and 5 require a gender; partners and authorized persons need not give one. */
  isGenderRequired?: boolean;
  /** The profession and business address, for everyone but an authorized person. */
  work?: FormPart<Work>;
};

const YES = 'yes';
const NO = 'no';

/** The person's details every nature asks for, with the associates when there are any. */
export function PersonFields({ person, isGenderRequired = false, work }: PersonFieldsProps) {
  const { value } = person;
  return (
    <>
      <div className={styles.wide}>
        <RadioGroup
          label="Gender"
          isRequired={isGenderRequired}
          orientation="horizontal"
          value={value.gender || null}
          onChange={(gender) => edit(person, { gender: gender as Gender })}
          errorMessage={errorOf(person, 'gender')}
        >
          {GENDERS.map((gender) => (
            <Radio key={gender} value={gender}>
              {gender}
            </Radio>
          ))}
        </RadioGroup>
      </div>
      <PhoneField
        label="Mobile Number"
        isRequired
        value={value.mobileNumber}
        onChange={(mobileNumber) => edit(person, { mobileNumber })}
        errorMessage={errorOf(person, 'mobileNumber')}
      />
      <PhoneField
        label="Alternate Number"
        value={value.alternateNumber}
        onChange={(alternateNumber) => edit(person, { alternateNumber })}
        errorMessage={errorOf(person, 'alternateNumber')}
      />
      <TextField
        label="E-Mail ID"
        maxLength={TEXT_LIMITS.email}
        type="email"
        value={value.emailId}
        onChange={(emailId) => edit(person, { emailId })}
        errorMessage={errorOf(person, 'emailId')}
      />
      <DatePicker
        label="Date of Birth"
        value={value.dateOfBirth}
        onChange={(dateOfBirth) => edit(person, { dateOfBirth: dateOfBirth ?? '' })}
        errorMessage={errorOf(person, 'dateOfBirth')}
      />
      <div className={styles.wide}>
        <RadioGroup
          label="Marital Status"
          orientation="horizontal"
          value={value.maritalStatus || null}
          onChange={(status) => edit(person, { maritalStatus: status as MaritalStatus })}
          errorMessage={errorOf(person, 'maritalStatus')}
        >
          {MARITAL_STATUSES.map((status) => (
            <Radio key={status} value={status}>
              {status}
            </Radio>
          ))}
        </RadioGroup>
      </div>
      {showsMarriageDate(value.maritalStatus) && (
        <DatePicker
          label="Date of Marriage"
          value={value.marriageDate}
          onChange={(marriageDate) => edit(person, { marriageDate: marriageDate ?? '' })}
          errorMessage={errorOf(person, 'marriageDate')}
        />
      )}
      <div className={styles.wide}>
        <TextField
          label="Residential Address"
          maxLength={TEXT_LIMITS.note}
          multiline
          value={value.residentialAddress}
          onChange={(residentialAddress) => edit(person, { residentialAddress })}
          errorMessage={errorOf(person, 'residentialAddress')}
        />
      </div>
      {work && (
        <>
          <TextField
            label="Profession"
            maxLength={TEXT_LIMITS.name}
            value={work.value.profession}
            onChange={(profession) => edit(work, { profession })}
            errorMessage={errorOf(work, 'profession')}
          />
          <div className={styles.wide}>
            <TextField
              label="Business Address"
              maxLength={TEXT_LIMITS.note}
              multiline
              value={work.value.businessAddress}
              onChange={(businessAddress) => edit(work, { businessAddress })}
              errorMessage={errorOf(work, 'businessAddress')}
            />
          </div>
        </>
      )}
      <div className={styles.wide}>
        <RadioGroup
          label="Have any Associate"
          orientation="horizontal"
          value={value.hasAssociate ? YES : NO}
          onChange={(answer) => {
            person.clearErrors([pathOf(person, 'associates')]);
            person.update(withAssociateAnswer(value, answer === YES));
          }}
        >
          <Radio value={YES}>Yes</Radio>
          <Radio value={NO}>No</Radio>
        </RadioGroup>
      </div>
      {value.hasAssociate && <AssociatesFields person={person} />}
    </>
  );
}
