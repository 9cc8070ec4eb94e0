table 50111 "AC0024 Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }

    [integrationevent(false, false)]
    PROCEDURE [=OnAfterValidateNo=](var Rec: Record "AC0024 Table")
    begin
    end;
}
