namespace Fixtures.DC0007;

/// <summary>
/// Posts sales documents.
/// </summary>
codeunit 50218 "DC0007 Documented"
{
}

codeunit 50219 "DC0007 Internal"
{
    Access = Internal;
}

codeunit 50220 "DC0007 Tests"
{
    Subtype = Test;
}

tableextension 50218 "DC0007 Ext" extends "DC0007 Base"
{
}

table 50221 "DC0007 Old"
{
    ObsoleteState = Removed;
    ObsoleteReason = 'Gone';
    ObsoleteTag = '24.0';

    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}
