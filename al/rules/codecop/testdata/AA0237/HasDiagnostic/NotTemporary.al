table 50120 "AA0237 Customer"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

codeunit 50120 "AA0237 Not Temporary"
{
    var
        [=TempCustomer=]: Record "AA0237 Customer";

    procedure Read()
    var
        [="Temp Customer"=]: Record "AA0237 Customer";
        [=Temp2Customer=]: array[2] of Record "AA0237 Customer";
    begin
        TempCustomer.FindFirst();
        "Temp Customer".FindFirst();
        Temp2Customer[1].FindFirst();
    end;
}
