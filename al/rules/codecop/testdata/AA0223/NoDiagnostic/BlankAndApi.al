table 50262 "Blank Option Captions"
{
    fields
    {
        field(1; Status; Option)
        {
            OptionMembers = " ",Open;
            OptionCaption = ' ,Open';
        }
        field(2; Old; Option)
        {
            OptionMembers = A,B;
            OptionCaption = '';
            ObsoleteState = Pending;
            ObsoleteReason = 'Not used.';
        }
    }
}
