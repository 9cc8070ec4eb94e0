table 50141 "Unique Names"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; "No. 2"; Code[20]) { }
        field(3; Moved; Integer)
        {
            ObsoleteState = Moved;
            MovedTo = '00000000-0000-0000-0000-000000000001';
        }
    }
}

tableextension 50141 "Unique Names Ext" extends "Unique Names"
{
    fields
    {
        // modify() names a base field: not a new member.
        modify("No.") { Caption = 'Number'; }
        field(50141; Moved; Integer) { }
        field(50142; "Ext Only"; Integer) { }
    }
}

// The base is not loaded: the extension is checked against itself only.
tableextension 50142 "Unknown Base Ext" extends "Not Loaded Table"
{
    fields
    {
        field(50143; "No."; Code[20]) { }
    }
}

enum 50141 "Unique Values"
{
    value(0; None) { }
    value(1; "None Yet") { }
}

// Two moved fields of one name in their old home.
tableextension 50143 "Moved Fields" extends "Unique Names"
{
    fields
    {
        field(50144; Simulation; Boolean)
        {
            ObsoleteState = Moved;
            MovedTo = '00000000-0000-0000-0000-000000000001';
        }
        field(50145; Simulation; Boolean)
        {
            ObsoleteState = Moved;
            MovedTo = '00000000-0000-0000-0000-000000000001';
        }
    }
}
