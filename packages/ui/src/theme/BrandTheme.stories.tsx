import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, Button, Card, Table, TextField, type TableColumn } from '../components';
import * as styles from './BrandTheme.css';
import docs from './BrandTheme.docs.md?raw';

type Plot = { id: number; plot: string; status: string };

const plots: Plot[] = [
  { id: 1, plot: 'A-101', status: 'Available' },
  { id: 2, plot: 'A-102', status: 'Booked' },
];

const columns: TableColumn<keyof Plot>[] = [
  { id: 'plot', name: 'Plot', isRowHeader: true },
  { id: 'status', name: 'Status' },
];

/**
 * An embedding tool's own brand: it assigns the theme contract's variables (`vars` from
 * @plotline/ui/theme) on its page or a wrapper, here with vanilla-extract's assignVars (see
 * BrandTheme.css.ts), and every Plotline component takes its colours, radii and font from them.
 */
function HarbourHomes() {
  return (
    <div className={styles.harbourHomes}>
      <Card heading="Harbour Homes: new enquiry">
        <TextField label="Customer name" defaultValue="Meera Iyer" />
      </Card>
      <div className={styles.row}>
        <Button>Save enquiry</Button>
        <Button variant="secondary">Cancel</Button>
        <Button variant="quiet">Preview</Button>
        <Button variant="danger">Delete</Button>
      </div>
      <div className={styles.row}>
        <Badge tone="info">Booked</Badge>
        <Badge tone="success">Available</Badge>
        <Badge tone="caution">Due soon</Badge>
        <Badge tone="warning">On hold</Badge>
        <Badge tone="danger">Cancelled</Badge>
      </div>
      <Table
        aria-label="Plots"
        columns={columns}
        rows={plots}
        renderCell={(plot, columnId) => plot[columnId]}
      />
    </div>
  );
}

const meta = {
  title: 'Theme/Brand theme',
  component: HarbourHomes,
  parameters: { docs: { description: { component: docs } } },
} satisfies Meta<typeof HarbourHomes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Buttons, a text field, badges, a card and a table in Harbour Homes' brand. */
export const HarbourHomesBrand: Story = {};
