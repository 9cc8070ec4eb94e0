codeunit 50301 "Keyword Look Alikes"
{
    procedure Show(Customer: Record Customer): Boolean
    var
        "BEGIN": Integer;
        Text: Text;
    begin
        // IF THEN ELSE in a comment
        Message('BEGIN END');
        Text := Format(Customer.Name);
        exit(Customer.IsEmpty());
    end;
}
