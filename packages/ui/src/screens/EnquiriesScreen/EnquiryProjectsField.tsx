import { canAddEnquiryProject, ENQUIRY_PROJECTS_FULL, LIST_LIMITS } from '@plotline/domain';
import { useEffect, useRef, useState } from 'react';
import { TagGroup } from '../../components/TagGroup';
import { FieldGroup, SearchedPicker, type ChoiceSource, type ProjectChoice } from '../../patterns';
import * as styles from './EnquiryFormModal.css';

export type EnquiryProjectsFieldProps = {
  /** The projects picked, in the order they were picked, each with its name. */
  picked: readonly ProjectChoice[];
  /** The projects found for what was typed in 'Add project'. */
  projects: ChoiceSource<ProjectChoice>;
  onAdd: (project: ProjectChoice) => void;
  onRemove: (projectId: number) => void;
};

/**
 * The projects the buyer is interested in: the picked ones as tags (Delete or Backspace, or a
 * tag's remove button, takes one off), and 'Add project', a searched picker that empties again
 * after each pick, keeping the focus for the next. Up to LIST_LIMITS.enquiryProjects, each once.
 */
export function EnquiryProjectsField({
  picked,
  projects,
  onAdd,
  onRemove,
}: EnquiryProjectsFieldProps) {
  // Each pick mounts a fresh, empty picker; emptying it in place would reopen its list.
  const [picks, setPicks] = useState(0);
  const pickerRef = useRef<HTMLDivElement>(null);
  const pickedIds = picked.map(({ id }) => id);
  const isFull = picked.length >= LIST_LIMITS.enquiryProjects;

  useEffect(() => {
    if (picks > 0) pickerRef.current?.querySelector('input')?.focus();
  }, [picks]);

  return (
    <FieldGroup legend="Projects of interest">
      {picked.length === 0 ? (
        <p className={styles.quiet}>No projects picked.</p>
      ) : (
        <TagGroup
          label="Picked projects"
          items={picked.map(({ id, name }) => ({ id, label: name }))}
          onRemove={(keys) => {
            for (const key of keys) if (typeof key === 'number') onRemove(key);
          }}
        />
      )}
      <div ref={pickerRef}>
        <SearchedPicker
          key={picks}
          label="Add project"
          placeholder="Search projects"
          choices={projects.items.filter(({ id }) => canAddEnquiryProject(pickedIds, id))}
          value={null}
          onSearch={projects.onSearch}
          isDisabled={isFull}
          description={isFull ? ENQUIRY_PROJECTS_FULL : undefined}
          onChange={(_id, project) => {
            if (!project) return;
            onAdd(project);
            setPicks((count) => count + 1);
          }}
        />
      </div>
    </FieldGroup>
  );
}
