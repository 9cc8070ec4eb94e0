namespace Dep.Sales;

table 70000 "Dep Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

codeunit 70001 "Dep Codeunit"
{
}

permissionset 70002 "Dep Set"
{
    Assignable = true;
    Permissions = tabledata "Dep Table" = R;
}

permissionset 70003 DepSetB
{
    Assignable = true;
}
