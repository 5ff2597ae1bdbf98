/** The 'Have any Associate' answer of a person in the channel partner form. */
import { newAssociate, type Associate } from './channel-partner-form';

type WithAssociates = { hasAssociate: boolean; associates: Associate[] };

/**
 * 'Yes' opens the associate block with one associate to fill in; 'No' hides it but keeps what
 * was typed, which the payload leaves out, so answering 'Yes' again brings it back.
 */
export function withAssociateAnswer<Person extends WithAssociates>(
  person: Person,
  hasAssociate: boolean,
): Person {
  const associates =
    hasAssociate && person.associates.length === 0 ? [newAssociate()] : person.associates;
  return { ...person, hasAssociate, associates };
}
