codeunit 50130 "Else After Loop Bodies"
{
    procedure Loops(A: Boolean; B: Boolean; Amount: Integer; Names: List of [Text])
    var
        Customer: Record Customer;
        Name: Text;
        i: Integer;
    begin
        if A then begin
            while Amount > 0 do
                if B then
                    Amount -= 1;
        end else
            Amount := 1;
        if A then begin
            for i := 1 to 3 do
                if B then
                    Amount += i;
        end else
            Amount := 2;
        if A then begin
            foreach Name in Names do
                if B then
                    Message(Name);
        end else
            Amount := 3;
        if A then begin
            with Customer do
                if B then
                    Init();
        end else
            Amount := 4;
        if A then begin
            asserterror if B then
                Error('b');
        end else
            Amount := 5;
    end;
}
