import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { CheckboxField } from './checkbox-field';
import { FileField } from './file-field';
import { Page } from './page';
import { SearchBox } from './search-box';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import { TextareaField } from './textarea-field';

describe('form fields', () => {
  it('TextField links its hint and errors to the input', async () => {
    const onChange = vi.fn();
    render(<TextField label="City" name="city" hint="Where you ship from" errors={['This field is required.', 'Too short.']} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input).toHaveAttribute('name', 'city');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Where you ship from This field is required. Too short.');
    await userEvent.type(input, 'A');
    expect(onChange).toHaveBeenCalled();
  });

  it('TextField without errors is valid and undescribed', () => {
    render(<TextField label="City" />);
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input).toBeValid();
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('TextareaField, CheckboxField and SelectField are labelled', async () => {
    const onCheck = vi.fn();
    render(
      <>
        <TextareaField label="Description" rows={4} />
        <CheckboxField label="Active" defaultChecked onChange={(e) => onCheck(e.target.checked)} />
        <SelectField
          label="Status"
          placeholder="Choose"
          options={[
            { value: 'ACT', label: 'Active' },
            { value: 'ICT', label: 'Inactive' },
          ]}
          errors={['Pick one.']}
        />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute('rows', '4');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Active' }));
    expect(onCheck).toHaveBeenCalledWith(false);
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveAccessibleDescription('Pick one.');
    await userEvent.selectOptions(select, 'ICT');
    expect(select).toHaveValue('ICT');
  });

  it('FileField reports the chosen file and shows its name and the preview slot', async () => {
    const onFileChange = vi.fn();
    render(<FileField label="Logo" accept="image/png,image/jpeg" onFileChange={onFileChange} preview={<img alt="Current logo" src="data:," />} />);
    const input = screen.getByLabelText('Logo');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
    expect(screen.getByRole('img', { name: 'Current logo' })).toBeInTheDocument();
    const file = new File(['x'], 'logo.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    expect(onFileChange).toHaveBeenCalledWith(file);
    expect(screen.getByText('Selected: logo.png')).toBeInTheDocument();
  });

  it('SearchBox is a labelled searchbox with a placeholder', async () => {
    function Harness({ onValue }: { onValue: (v: string) => void }) {
      const [q, setQ] = useState('');
      return <SearchBox label="Search users" placeholder="Search by username, email, name..." value={q} onChange={(v) => (setQ(v), onValue(v))} />;
    }
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    expect(box).toHaveAttribute('placeholder', 'Search by username, email, name...');
    await userEvent.type(box, 'ann');
    expect(onValue).toHaveBeenLastCalledWith('ann');
  });

  it('Button is disabled and busy while loading, keeping its name', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Save</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button onClick={onClick} loading>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('type', 'button');
  });

  it('Page shows the h1 title and the actions', () => {
    render(
      <Page title="Merchants" actions={<Button>New Merchant</Button>}>
        body
      </Page>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Merchants' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Merchant' })).toBeInTheDocument();
  });
});
