/**
 * Row types for public.booking_requests (supabase/migrations/20261201001600_booking.sql): the appointments
 * visitors ask for through an owner's Quick Appointment Booking widget. Only submit_booking_request inserts
 * and only decide_booking_request (the owner) or the owner's email links (decide_booking_by_token) change
 * the status; owners read and delete their own widgets' requests, staff read all.
 */
export type BookingRequestsTable = {
  Row: {
    id: string;
    widget_id: string;
    /** The appointment's start and end (ISO instants); the business's zone is in the widget's settings. */
    starts_at: string;
    ends_at: string;
    visitor_name: string;
    /** '' when the visitor left only a phone number. */
    visitor_email: string;
    /** '' when the visitor left only an email address. */
    visitor_phone: string;
    note: string;
    /** 'pending' until the owner confirms or declines; a pending request does not block its slot. */
    status: 'pending' | 'confirmed' | 'declined';
    /**
     * 'held': over the widget's hourly email cap, waiting for the owner's digest; 'digested': sent in one
     * (20261201001700_owner_digest.sql).
     */
    email_status: 'queued' | 'held' | 'digested';
    decided_at: string | null;
    created_at: string;
  };
  Insert: never;
  Update: never;
  Relationships: [];
};

/** One free slot of public.booking_slots: its start (ISO, UTC) and local time (HH:MM, the business's zone). */
export type BookingSlot = { start: string; time: string };

/** What public.booking_slots answers (the widget-booking function's GET body), or null. */
export type BookingSlots = {
  timeZone: string;
  days: Array<{ date: string; slots: BookingSlot[] }>;
};
