// Error with a text and no value: CodeCop does not compare its placeholders.
codeunit 50132 "AA0131 Error Without Values"
{
    procedure Check(Installed: Boolean)
    var
        NotInstalledErr: Label 'The %1 app is not installed.', Comment = '%1 = name of extension';
    begin
        if not Installed then
            Error(NotInstalledErr);
    end;
}
