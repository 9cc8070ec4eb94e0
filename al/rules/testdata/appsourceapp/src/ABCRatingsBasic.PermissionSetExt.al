namespace ABC.Ratings;

permissionsetextension 70000007 "ABC Basic" extends "D365 BASIC"
{
    Permissions = codeunit * = X; // want AS0113
}
