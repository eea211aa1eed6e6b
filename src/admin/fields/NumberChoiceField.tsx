'use client'
import { getTranslation } from '@payloadcms/translations'
import { FieldLabel, useField, useTranslation } from '@payloadcms/ui'
import type { NumberFieldClientProps } from 'payload'
import { inLanguage } from '@/admin/language'
import type { NumberChoice } from '@/fields/numberChoices'
import './numberChoice.css'

type Props = NumberFieldClientProps & { choices: NumberChoice[] }

/**
 * A number an editor picks by meaning ("Groß", "5 Sekunden") instead of typing a unit such as vh or ms;
 * the stored value stays the number the site reads. A value saved before the choices existed stays
 * selectable, so opening an old page changes nothing.
 */
export function NumberChoiceField({ choices, field, path, readOnly }: Props) {
  const fieldPath = path ?? field.name
  const { value, setValue } = useField<number>({ path: fieldPath })
  const { i18n } = useTranslation()
  const options =
    typeof value === 'number' && !choices.some((choice) => choice.value === value)
      ? [...choices, { value, label: { de: `Bisher: ${value}`, en: `Until now: ${value}` } }]
      : choices
  const description = field.admin?.description
  const descriptionText =
    typeof description === 'string' || (typeof description === 'object' && description !== null)
      ? getTranslation(description, i18n)
      : undefined
  const descriptionId = `${fieldPath}-description`
  return (
    <div className="field-type number-choice">
      <fieldset aria-describedby={descriptionText ? descriptionId : undefined} className="number-choice__set">
        <legend>
          <FieldLabel as="span" label={field.label} path={fieldPath} required={field.required} />
        </legend>
        <div className="number-choice__options">
          {options.map((choice) => (
            <label className="number-choice__option" key={choice.value}>
              <input
                checked={value === choice.value}
                disabled={readOnly}
                name={fieldPath}
                onChange={() => setValue(choice.value)}
                type="radio"
                value={choice.value}
              />
              <span className="number-choice__label">{inLanguage(choice.label, i18n.language)}</span>
              {choice.hint && <span className="number-choice__hint">{inLanguage(choice.hint, i18n.language)}</span>}
            </label>
          ))}
        </div>
      </fieldset>
      {/* Not Payload's FieldDescription: its grey fails the contrast check on the block's background. */}
      {descriptionText && (
        <p className="number-choice__description" id={descriptionId}>
          {descriptionText}
        </p>
      )}
    </div>
  )
}
