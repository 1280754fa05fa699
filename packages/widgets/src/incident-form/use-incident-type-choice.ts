import type { Incident, IncidentType } from '@motorpool/api';
import { useMemo, useState } from 'react';
import { choosableTypes, isAccidentLike } from './incident-form-values';
import type { IncidentFormState } from './use-incident-form';

/**
 * The type and sub-type chosen, with what choosing brings: a new report takes
 * the type's defaults, and an accident opens the third party and police
 * sections (which also open and shut by hand).
 */
export function useIncidentTypeChoice(form: IncidentFormState, types: IncidentType[], incident: Incident | null) {
  const { values } = form;
  const offered = useMemo(() => choosableTypes(types, incident), [types, incident]);
  const type = offered.find((candidate) => String(candidate.pk) === values.incident_type);
  const subType = type?.sub_types.find((candidate) => String(candidate.pk) === values.incident_sub_type);
  // A sub-type can block on its own ("Accident — Not drivable") where its type does not.
  const blocksAtOnce = Boolean(type?.blocks_vehicle || subType?.blocks_vehicle);
  const accident = isAccidentLike(type, values.incident_sub_type);
  const [thirdPartyOpen, setThirdPartyOpen] = useState(() => accident || Boolean(incident?.third_party));
  const [policeOpen, setPoliceOpen] = useState(() => accident || Boolean(incident?.police));

  const chooseType = (pk: string) => {
    const chosen = offered.find((candidate) => String(candidate.pk) === pk);
    form.set('incident_type', pk);
    form.set('incident_sub_type', '');
    // A new report takes the type's defaults; an edit keeps what was decided.
    if (!incident && chosen) {
      form.set('is_critical', chosen.is_critical_default);
      if (chosen.blocks_vehicle) form.set('disallow_vehicle_for_bookings', true);
    }
    if (isAccidentLike(chosen, '')) {
      setThirdPartyOpen(true);
      setPoliceOpen(true);
    }
  };

  const chooseSubType = (pk: string) => {
    form.set('incident_sub_type', pk);
    const chosen = type?.sub_types.find((candidate) => String(candidate.pk) === pk);
    // The sub-type's defaults add to the type's on a new report: either makes it critical or blocking.
    if (!incident && type) {
      form.set('is_critical', type.is_critical_default || Boolean(chosen?.is_critical_default));
      if (chosen?.blocks_vehicle) form.set('disallow_vehicle_for_bookings', true);
    }
  };

  return { offered, type, blocksAtOnce, chooseType, chooseSubType, thirdPartyOpen, setThirdPartyOpen, policeOpen, setPoliceOpen };
}

/** The type choice as the form's sections take it. */
export type IncidentTypeChoice = ReturnType<typeof useIncidentTypeChoice>;
