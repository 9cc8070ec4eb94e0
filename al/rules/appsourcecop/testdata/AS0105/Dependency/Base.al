namespace Contoso.Base;

table 18 Customer
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

codeunit 80 "Old Posting"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Use New Posting.';
    ObsoleteTag = '17.0';
}

codeunit 81 "Recent Posting"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Use New Posting.';
    ObsoleteTag = '19.0';
}

table 50 "Old Buffer"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Use temporary records.';
    ObsoleteTag = '16.2';

    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}
