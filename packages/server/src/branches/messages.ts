/** The server's wording for the branch and organisation-structure refusals that no form field of the contract carries. */
export const structureMessages = {
  branchNameTaken: 'A branch with this name already exists.',
  branchHasMembers: (count: number) =>
    `This branch still has ${count} ${count === 1 ? 'member' : 'members'}. Move ${count === 1 ? 'them' : 'them all'} to another branch before deleting it.`,
  branchHasVehicles: (count: number) =>
    `This branch still has ${count} ${count === 1 ? 'vehicle' : 'vehicles'}. Move or delete ${count === 1 ? 'it' : 'them'} before deleting the branch.`,
  hubHasMembers: (count: number) =>
    `${count} ${count === 1 ? 'member has' : 'members have'} this hub as their hub. Move them to another hub before making it a branch.`,
  branchDeleted: 'Branch deleted successfully.',
  managersOfOrganisation: 'Choose branch managers from this organisation’s members.',
  unknownGeofence: 'Choose a geofence from the list.',
  badPkList: (name: string) => `${name} must be a JSON list of pks, for example [1,2].`,
  noManagedBranch: 'You do not manage a branch.',
  fromBranchUnknown: 'Choose a branch of this organisation.',
  toBranchUnknown: 'Choose branches of this organisation.',
  toBranchItself: 'A branch cannot be linked to itself.',
  toBranchRepeated: 'List each branch once.',
  holidayBranchUnknown: 'Choose a branch of this organisation.',
  holidayTaken: 'This branch already has a holiday on that date.',
  publicHolidayTaken: 'This calendar already has a holiday on that date.',
  unknownCountry: 'Choose a country from the list (an ISO 3166 code such as AU).',
  unknownState: (state: string, country: string) => `${state} is not a state of ${country}; choose one from the list (a code such as NSW).`,
  departmentTaken: 'A department with this name already exists.',
  costCentreTaken: 'A cost centre with this name already exists.',
  departmentInUse: (count: number) => `This department still has ${count} ${count === 1 ? 'member' : 'members'}. Remove it from them before deleting it.`,
  costCentreInUse: (count: number) =>
    `This cost centre still has ${count} ${count === 1 ? 'member' : 'members'}. Move them to another cost centre before deleting it.`,
  costCentreUsedByFleet: (vehicleCount: number, bookingCount: number) =>
    `This cost centre is used by ${[vehicleCount > 0 ? `${vehicleCount} ${vehicleCount === 1 ? 'vehicle' : 'vehicles'}` : '', bookingCount > 0 ? `${bookingCount} ${bookingCount === 1 ? 'booking' : 'bookings'}` : ''].filter(Boolean).join(' and ')}. Move the vehicles to another cost centre; a cost centre with bookings is kept for their records.`,
  geofenceTaken: 'A geofence with this name already exists.',
  geofenceInUse: (count: number) =>
    `This geofence is still used by ${count} ${count === 1 ? 'branch' : 'branches'}. Choose another geofence for ${count === 1 ? 'that branch' : 'those branches'} before deleting it.`,
  tagGroupTaken: 'A custom field with this name already exists for this entity.',
  tagTypeFixed: 'The entity of a custom field cannot be changed.',
  optionRepeated: 'List each option once.',
  optionBlank: 'Options cannot be blank.',
  oneDefault: 'Give at most one default value.',
} as const;
