table 50421 "Lease Contract"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

table 50422 "Lease Setup"
{
    fields
    {
        field(1; "Primary Key"; Code[10]) { }
    }
}

codeunit 50421 "Lease Posting"
{
}

codeunit 50422 "Lease Helper"
{
    InherentPermissions = X;
}

codeunit 50423 "Lease Tests"
{
    Subtype = Test;
}

codeunit 50424 "Lease Old"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Replaced.';
}

page 50421 "Lease Contracts"
{
    PageType = List;
    SourceTable = "Lease Contract";
}

report 50421 "Lease Statement"
{
}

enum 50421 "Lease Type"
{
    value(0; " ") { }
}

permissionset 50421 "Lease Basic"
{
    Assignable = true;
    Permissions = tabledata "Lease Contract" = RIMD,
                  table "Lease Contract" = X,
                  codeunit Contoso.Leasing."Lease Posting" = X,
                  page 50421 = X;
}

permissionsetextension 50421 "Lease Basic Ext" extends "Lease Basic"
{
    Permissions = table 50422 = X,
        report * = X;
}
