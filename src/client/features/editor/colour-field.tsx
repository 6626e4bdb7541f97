import { ActionIcon, ColorSwatch, isColorValid, TextInput } from '@mantine/core';
import { OnDemand } from '../../components/on-demand';

const loadPicker = () => import('./colour-picker');

const SWATCHES = ['#F7F7F7', '#FFFFFF', '#F1F5F9', '#FEF3C7', '#000000', '#1F2937', '#1E3A8A', '#1E6091', '#0F766E', '#166534', '#B45309', '#9F1239'];

/** The colour input's eyedropper button: 26 px square, as its own stylesheet sets it. */
const EYEDROPPER_BUTTON = { width: 26, height: 26, minWidth: 26, minHeight: 26 };

/** Where the UI kit's colour input offers the browser's eyedropper (as its useEyeDropper decides). */
const eyeDropperSupported = () => typeof window !== 'undefined' && 'EyeDropper' in window && !navigator.userAgent.includes('OPR');

export interface ColourFieldProps {
  label: string;
  description: string;
  value: string;
  placeholder: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/**
 * A colour field: the UI kit's colour input (format hex, our swatches, the picker in a portal), whose
 * code — the picker with its sliders and popover — loads when the owner reaches for the field. Until
 * then the field is drawn as the colour input draws itself closed (the swatch on the left, the
 * eyedropper on the right, 18 and 26 px as its stylesheet sets them for the default size), and typing
 * into it works the same; screenshots before and after the swap are the same to the pixel.
 */
export function ColourField({ label, description, value, placeholder, error, onChange }: ColourFieldProps) {
  return (
    <OnDemand
      load={loadPicker}
      render={({ default: Picker }) => (
        <Picker
          label={label}
          description={description}
          format="hex"
          swatches={SWATCHES}
          value={value}
          placeholder={placeholder}
          onChange={onChange}
          error={error}
          popoverProps={{ withinPortal: true }}
        />
      )}
      standIn={
        <TextInput
          label={label}
          description={description}
          value={value}
          placeholder={placeholder}
          error={error}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onChange(event.currentTarget.value)}
          leftSection={<ColorSwatch color={isColorValid(value) ? value : '#fff'} size={18} />}
          rightSection={
            eyeDropperSupported() ? (
              <ActionIcon variant="subtle" color="gray" style={EYEDROPPER_BUTTON} tabIndex={-1} aria-hidden="true">
                <EyeDropperIcon />
              </ActionIcon>
            ) : null
          }
        />
      }
    />
  );
}

/** The UI kit's eyedropper icon, 16 px, as the colour input shows it. */
function EyeDropperIcon() {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" width={16} height={16} viewBox="0 0 24 24" strokeWidth="1.5" stroke="currentColor" fill="none" strokeLinecap="round" strokeLinejoin="round">
      <path stroke="none" d="M0 0h24v24H0z" fill="none" />
      <path d="M12 12m-9 0a9 9 0 1 0 18 0a9 9 0 1 0 -18 0" />
      <path d="M12 3l0 4" />
      <path d="M12 21l0 -3" />
      <path d="M3 12l4 0" />
      <path d="M21 12l-3 0" />
      <path d="M12 12l0 .01" />
    </svg>
  );
}
