table 50120 "Distinct Base"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Name; Text[100]) { }
    }
}

tableextension 50121 "Distinct Ext" extends "Distinct Base"
{
    fields
    {
        // modify() names a base field; it declares no id.
        modify(Name) { Caption = 'Name'; }
        field(50000; "Ext Field"; Integer) { }
    }
}

tableextension 50122 "Unknown Base Ext" extends "Table Not Loaded"
{
    fields
    {
        // The base table is not known: only this extension's own ids are
        // compared.
        field(1; "Maybe Taken"; Integer) { }
        field(2; "Also Unknown"; Integer) { }
    }
}
