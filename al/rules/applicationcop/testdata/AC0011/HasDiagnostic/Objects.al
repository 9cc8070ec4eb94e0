table 50170 [="No Caption Table"=]
{
    fields
    {
        field(1; [="No."=]; Code[20]) { }
        field(2; Name; Text[100]) { Caption = 'Name'; }
        field(3; [=Count=]; Integer) { }
    }
}

enum 50171 "Caption Enum"
{
    Caption = 'Caption Enum';

    value(0; [=None=]) { }
    value(1; Some) { Caption = 'Some'; }
}

query 50172 [="No Caption Query"=]
{
    elements
    {
        dataitem(T; "No Caption Table")
        {
            column(No; "No.") { }
        }
    }
}

permissionset 50173 [="No Caption PS"=]
{
    Assignable = true;
    Permissions = tabledata "No Caption Table" = R;
}
