codeunit 50182 "AA0181 Set Changes"
{
    procedure ResetStatus(UserCode: Code[50]; ResetQst: Text)
    var
        Assignment: Record "AA0181 Assignment";
    begin
        Assignment.SetRange("User Code", UserCode);
        Assignment.SetFilter(Status, '<>%1', Assignment.Status::Open);
        if [|Assignment.FindSet()|] then
            if Confirm(ResetQst) then
                Assignment.ModifyAll(Status, Assignment.Status::Open);
    end;

    procedure Purge(UserCode: Code[50])
    var
        Assignment: Record "AA0181 Assignment";
    begin
        Assignment.SetRange("User Code", UserCode);
        if [|Assignment.Find('-')|] then
            Assignment.DeleteAll(true);
    end;
}

table 50182 "AA0181 Assignment"
{
    fields
    {
        field(1; "User Code"; Code[50]) { }
        field(2; Status; Option) { OptionMembers = Open,Done; }
    }
}
