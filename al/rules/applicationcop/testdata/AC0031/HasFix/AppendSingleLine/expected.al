codeunit 50155 "Reader Writer"
{
    Permissions = tabledata Zulu = r, tabledata Alpha = r, tabledata Mike = i;

    procedure Write()
    var
        Log: Record Mike;
    begin
        Log.Insert();
    end;
}

table 50155 Zulu
{
    fields
    {
        field(1; Id; Integer) { }
    }
}

table 50156 Alpha
{
    fields
    {
        field(1; Id; Integer) { }
    }
}

table 50157 Mike
{
    fields
    {
        field(1; Id; Integer) { }
    }
}
