codeunit 50105 "Casing Names"
{
    procedure Names()
    var
        Cust: [|Record|] "Casing Table";
        Choice: [|Option|] A,B;
        Value: Integer;
        Msg: [|Label|] 'Hello';
        Runner: [|Codeunit|] "Casing Names";
    begin
        [|Value|] := Cust.[|Count|]();
        Cust.[|Type|] := 1;
        [|Page|].Run([|PAGE|]::"Some Page");
        Runner.[|Names|]();
        Message(Msg);
    end;
}

table 50106 "Casing Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Type; Integer) { }
    }
}

page 50107 "Some Page"
{
    actions
    {
        area(Processing)
        {
            action(Open)
            {
                RunObject = [|Page|] "Some Page";
            }
        }
    }
}
