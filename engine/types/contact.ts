export interface ContactInfo {
  fullName: string;
  email: string;
  phoneNumber: string;
}

export type ContactField = keyof ContactInfo;

export type ContactErrors = Partial<Record<ContactField, string>>;
