/**
 * Adding, editing and deleting projects, with their docs/product/messages.md toasts; the list and
 * any open details reload.
 */
import { PROJECT_MESSAGES, projectPayload, type ProjectForm } from '@plotline/domain';
import type { ProjectListItem } from '@plotline/ui/screens';
import { recordChangeTexts, useRecordChanges } from '../../data/use-record-changes';
import { useApi } from '../../services';

export function useProjectChanges() {
  const api = useApi();
  const at = ({ id }: ProjectListItem) => ({ params: { path: { id } } });
  return useRecordChanges<ProjectListItem, ProjectForm>(
    'project',
    recordChangeTexts(PROJECT_MESSAGES),
    {
      create: (form) => api.POST('/projects', { body: projectPayload(form) }),
      update: (item, form) =>
        api.PUT('/projects/{id}', { ...at(item), body: projectPayload(form) }),
      remove: (item) => api.DELETE('/projects/{id}', at(item)),
    },
  );
}
