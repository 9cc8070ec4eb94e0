codeunit 50248 "Literal Messages"
{
    procedure Show(Name: Text)
    begin
        Message('Done');
        Message('' + Name);
        // Error('Failed for ' + Name);
        if Confirm('Continue?') then
            exit;
    end;
}
