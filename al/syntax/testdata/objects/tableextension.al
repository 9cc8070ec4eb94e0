tableextension 50101 "Demo Customer Ext" extends Customer
{
    fields
    {
        field(50100; "Demo Points"; Integer)
        {
            Caption = 'Demo Points';
            DataClassification = CustomerContent;
        }
        modify(Name)
        {
            Caption = 'Full Name';
        }
    }

    keys
    {
        key(DemoKey; "Demo Points") { }
    }

    fieldgroups
    {
        addlast(DropDown; "Demo Points") { }
    }

    procedure AddPoints(Points: Integer)
    begin
        "Demo Points" += Points;
        Modify(true);
    end;
}
