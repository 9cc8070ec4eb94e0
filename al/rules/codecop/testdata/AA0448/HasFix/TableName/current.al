codeunit 50451 "AA0448 Fix Table"
{
    procedure Run(Cust: Record Customer)
    var
        EmptyMsg: Label 'The %1 is empty.', Comment = '%1 = table';
    begin
        Message(EmptyMsg, [=Cust.tablename()=]);
    end;
}
